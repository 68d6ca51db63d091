import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('describes its trigger and shows on keyboard focus until Escape or blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Partners helpen je vandaag al.">
          <button type="button" aria-disabled="true">
            Offerte Opmaken
          </button>
        </Tooltip>
        <button type="button">Verder</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Offerte Opmaken' });
    expect(trigger).toHaveAccessibleDescription('Partners helpen je vandaag al.');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Partners helpen je vandaag al.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Bewaren">
        <button type="button">Duim omhoog</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Bewaren');
    await user.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('names an icon-only button when used as its label', () => {
    render(
      <Tooltip content="Sluiten" asLabel>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Sluiten' })).not.toHaveAccessibleDescription();
  });
});
