import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackupSection } from './backup-section.tsx';

describe('BackupSection', () => {
  it('offers the console backup as a download and says how it is restored', () => {
    render(<BackupSection />);
    expect(screen.getByRole('heading', { name: 'Backup' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download backup' });
    expect(link.getAttribute('href')).toBe('/api/site-admin/backup');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/npm run restore -- <file>/)).toBeTruthy();
    expect(screen.getByText(/recorded in the audit log/)).toBeTruthy();
  });
});
