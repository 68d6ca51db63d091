import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is labelled and not invalid without an error', () => {
    render(<Input label="E-mailadres" type="email" hint="We delen het nooit." />);
    const input = screen.getByLabelText('E-mailadres');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We delen het nooit.');
  });

  it('ties its error message to the input', () => {
    render(<Input label="E-mailadres" error="Voer een geldig e-mailadres in" />);
    const input = screen.getByLabelText('E-mailadres');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Voer een geldig e-mailadres in');
    expect(screen.getByText('Voer een geldig e-mailadres in')).toHaveClass('text-red-600');
  });

  it('keeps a visually hidden label accessible', () => {
    render(<Input label="Zoeken" hideLabel placeholder="Zoek in veelgestelde vragen..." />);
    expect(screen.getByLabelText('Zoeken')).toHaveAttribute('placeholder', 'Zoek in veelgestelde vragen...');
    expect(screen.getByText('Zoeken')).toHaveClass('sr-only');
  });

  it('works with react-hook-form register', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ firstName: string }>();
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Input
            label="Voornaam"
            error={formState.errors.firstName?.message}
            {...register('firstName', { required: 'Dit veld is verplicht' })}
          />
          <button type="submit">Opslaan</button>
        </form>
      );
    }
    render(<Form />);

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const input = screen.getByLabelText('Voornaam');
    expect(input).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(input).toHaveFocus();

    await user.type(input, 'An');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onValid).toHaveBeenCalledWith({ firstName: 'An' }, expect.anything());
  });
});
