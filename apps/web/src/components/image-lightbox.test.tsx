import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageLightbox } from './image-lightbox.tsx';

const IMAGES = ['a', 'b', 'c'].map((id) => ({ id, src: `/images/${id}.webp`, width: 800, height: 600 }));

function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        Open gallery
      </button>
      <p data-testid="index">{index === null ? 'closed' : String(index)}</p>
      <ImageLightbox images={IMAGES} index={index} onIndexChange={setIndex} title="Harbor View" />
    </>
  );
}

function shownImage(): string | null {
  return screen.getByRole('dialog').querySelector('img')?.getAttribute('src') ?? null;
}

describe('ImageLightbox', () => {
  it('moves with the arrow keys (wrapping), counts, and closes with Esc returning focus', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const trigger = screen.getByRole('button', { name: 'Open gallery' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Harbor View' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    expect(shownImage()).toBe('/images/a.webp');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    expect(shownImage()).toBe('/images/b.webp');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    expect(shownImage()).toBe('/images/c.webp');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('index').textContent).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.click(await screen.findByRole('button', { name: 'Close the image viewer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
