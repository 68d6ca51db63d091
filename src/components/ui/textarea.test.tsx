import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('is a labelled multi-line field that shows its error', () => {
    render(<Textarea label="Professionele achtergrond" error="Te lang" />);
    const textarea = screen.getByRole('textbox', { name: 'Professionele achtergrond' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Te lang');
  });

  it('keeps a description the caller passes next to its own', () => {
    render(
      <>
        <p id="counter">Nog 200 tekens</p>
        <Textarea label="Bericht" hint="Kort en duidelijk" aria-describedby="counter" />
      </>,
    );
    expect(screen.getByLabelText('Bericht')).toHaveAccessibleDescription('Nog 200 tekens Kort en duidelijk');
  });

  it('works with react-hook-form register', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ pastProjects: string }>();
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Textarea label="Eerdere projecten" {...register('pastProjects')} />
          <button type="submit">Opslaan</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Eerdere projecten'), 'Website voor de stad Gent');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onValid).toHaveBeenCalledWith({ pastProjects: 'Website voor de stad Gent' }, expect.anything());
  });
});
