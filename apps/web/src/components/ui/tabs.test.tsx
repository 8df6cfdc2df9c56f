import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const VIEWS = ['Month', 'Week', 'Agenda'];

function CalendarViews() {
  const [view, setView] = useState('Month');
  return (
    <Tabs value={view} onValueChange={setView}>
      <TabsList aria-label="Views">
        {VIEWS.map((name) => (
          <TabsTrigger key={name} value={name}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {VIEWS.map((name) => (
        <TabsContent key={name} value={name}>
          {`${name} view`}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function expectSelected(name: string) {
  for (const tab of screen.getAllByRole('tab')) {
    const selected = tab.textContent === name;
    expect(tab.getAttribute('aria-selected')).toBe(String(selected));
    expect(tab.tabIndex).toBe(selected ? 0 : -1);
  }
  const panel = screen.getByRole('tabpanel', { name });
  expect(panel.textContent).toBe(`${name} view`);
  expect(screen.getByRole('tab', { name }).getAttribute('aria-controls')).toBe(panel.id);
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
}

describe('Tabs', () => {
  it('shows the selected tab’s panel, labelled by its tab, and selects a tab that is clicked', async () => {
    render(<CalendarViews />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    expectSelected('Month');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Agenda' }));
    expectSelected('Agenda');
  });

  it('is one tab stop whose arrow keys, Home and End move to a tab and select it, wrapping at the ends', async () => {
    render(<CalendarViews />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Month' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Week' }));
    expectSelected('Week');
    await user.keyboard('{End}');
    expectSelected('Agenda');
    await user.keyboard('{ArrowRight}');
    expectSelected('Month');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Agenda');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Month' }));
    expectSelected('Month');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Month' }));
  });
});
