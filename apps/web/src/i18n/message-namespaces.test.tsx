import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

function ToolsTabsLabel() {
  const { t } = useTranslation();
  return <p>{t('tools.tabsLabel')}</p>;
}

describe('messages split by namespace', () => {
  it('loads the namespace of a key its route did not ask for, and shows the message once it is in', async () => {
    // A fresh instance, as a page opens it: English's `translation` only (the test setup loads every namespace).
    vi.resetModules();
    const { i18n, i18nReady } = await import('./i18n.ts');
    await i18nReady;
    await i18n.changeLanguage('en');
    expect(i18n.hasLoadedNamespace('tools')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <ToolsTabsLabel />
      </I18nextProvider>,
    );
    expect((await screen.findByText('Calculators')).tagName).toBe('P');
    expect(i18n.hasLoadedNamespace('tools')).toBe(true);
  });
});
