/** Form fields: the label names the control, an error is an alert linked to it, a hint is linked while there is none. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, FormField } from './form-field.tsx';

describe('form fields', () => {
  it('FormField links its label and its error', () => {
    render(<FormField label="Email" error="Enter an email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address.');
  });

  it('FormField shows a hint without an error and is not invalid', () => {
    render(<FormField label="Chapter number" hint="Leave empty for the next number" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Chapter number' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Leave empty for the next number');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('CheckboxField puts its label beside the box and links its error', () => {
    render(<CheckboxField label="I agree" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Required');
  });
});
