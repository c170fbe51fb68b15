import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field, FormError, fieldClasses } from './field.tsx';

describe('fieldClasses', () => {
  it("names a kit's field classes", () => {
    expect(fieldClasses('wd')).toEqual({
      invalid: 'wd-field--invalid',
      control: 'wd-field__control',
      input: 'wd-field__input',
      prefix: 'wd-field__prefix',
    });
  });
});

describe('Field', () => {
  it('labels the input, shows the hint and passes typed text on', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Field label="Amount" value="" onChange={onChange} classes={fieldClasses('wd')} hint="At least 10" prefix="$" />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveClass('wd-field__input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('.wd-field__prefix')).toHaveTextContent('$');
    const note = screen.getByText('At least 10');
    expect(note).toHaveClass('fk-field__hint');
    expect(input).toHaveAttribute('aria-describedby', note.id);
    fireEvent.change(input, { target: { value: '12' } });
    expect(onChange).toHaveBeenCalledWith('12');
  });

  it('shows the error instead of the hint and marks the field invalid', () => {
    const { container } = render(
      <Field
        label="Card"
        value="1"
        onChange={() => {}}
        classes={fieldClasses('sc')}
        hint="Digits only"
        error="Too short"
        testId="card"
      />,
    );
    expect(container.firstElementChild).toHaveClass('fk-field', 'sc-field--invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    expect(screen.queryByText('Digits only')).toBeNull();
    expect(screen.getByTestId('card')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FormError', () => {
  it('shows a failure and nothing without one', () => {
    const { rerender } = render(<FormError text={undefined} testId="wd-form-error" />);
    expect(screen.queryByTestId('wd-form-error')).toBeNull();
    rerender(<FormError text="Failed" testId="wd-form-error" />);
    expect(screen.getByTestId('wd-form-error')).toHaveTextContent('Failed');
  });
});
