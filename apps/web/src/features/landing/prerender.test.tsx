import { LANGUAGE_OPTIONS } from '@rentwell/contracts/profile-options';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { CONTACT_ISLAND_ID_PREFIX, ContactIsland } from './contact-island.tsx';
import { createLandingI18n } from './landing-i18n.ts';
import { renderLandingDocument } from './prerender.tsx';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><!--landing-head--></head><body><!--landing-body--></body></html>';

describe('the prerendered landing page', () => {
  it.each(LANGUAGE_OPTIONS)('%s: every text is translated, the document says its language', (language) => {
    const html = renderLandingDocument(TEMPLATE, language);
    expect(html).toContain(`<html lang="${language}" dir="ltr">`);
    expect(html).not.toContain('<!--landing-');
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    expect(text).not.toMatch(/\b(landing|contact|common|shell|languages)\.[a-zA-Z]/);
    expect(html).toMatch(/<title>Rentwell · [^<]+<\/title>/);
    expect(html).toContain('id="contact-form"');
    expect(html).toContain('href="/auth"');
    expect(html).toContain('href="/auth?tab=sign-up"');
  });

  it('gives every screenshot its size and loads all but the first one lazily', () => {
    const document = new DOMParser().parseFromString(renderLandingDocument(TEMPLATE, 'en'), 'text/html');
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.getAttribute('src')).toMatch(/^\/screenshots\/.+\.webp$/);
      expect(image.getAttribute('alt')).toBeTruthy();
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager.map((image) => image.getAttribute('src'))).toEqual(['/screenshots/dashboard-light-1600.webp']);
  });

  it('gives no two elements the same id (the contact form is rendered apart from the rest)', () => {
    const document = new DOMParser().parseFromString(renderLandingDocument(TEMPLATE, 'en'), 'text/html');
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const email = document.querySelector<HTMLInputElement>('#contact-form input[name="email"]');
    expect(email?.id).toContain(CONTACT_ISLAND_ID_PREFIX);
    expect(document.querySelector(`label[for="${email?.id}"]`)?.textContent).toBe('Email');
  });

  it('has no inline script (the CSP allows only script files)', () => {
    const html = renderLandingDocument(TEMPLATE, 'fr');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});

describe('the contact form island', () => {
  it('hydrates the server markup, keeping its elements', async () => {
    const i18n = createLandingI18n('en', en);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactIsland i18n={i18n} language="en" />, {
      identifierPrefix: CONTACT_ISLAND_ID_PREFIX,
    });
    document.body.append(container);
    const elements = [...container.querySelectorAll('*')];
    const button = container.querySelector('button[type="submit"]');
    expect(button?.hasAttribute('disabled')).toBe(true);
    const mismatches: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <ContactIsland i18n={i18n} language="en" />, {
        identifierPrefix: CONTACT_ISLAND_ID_PREFIX,
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    // The same elements, now live: the submit button is enabled.
    expect(mismatches).toEqual([]);
    expect([...container.querySelectorAll('*')]).toEqual(elements);
    expect(button?.hasAttribute('disabled')).toBe(false);
    container.remove();
  });
});
