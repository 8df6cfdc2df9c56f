import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentsPage } from './documents-page.tsx';
import { SignLeasePage } from './sign-lease-page.tsx';

describe('pages of features not built yet', () => {
  it('say the documents are not available yet, without an empty list or actions', () => {
    render(
      <MemoryRouter>
        <DocumentsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Documents are coming' })).toBeTruthy();
    expect(screen.getByText('Not available yet')).toBeTruthy();
    expect(screen.getByText("It isn't built in this version of Rentwell.")).toBeTruthy();
    expect(screen.queryByText(/No documents yet/)).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('tell a tenant online signing is not available yet rather than sending them to a link', () => {
    render(
      <MemoryRouter>
        <SignLeasePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Online lease signing is coming' })).toBeTruthy();
    expect(screen.queryByText(/signing link/)).toBeNull();
  });
});
