import * as passwordStyles from '../PasswordField/PasswordField.css';

/** The − or + of a quantity stepper: `NumberField`'s, and the buy box's native stepper's. */
export const StepGlyph = ({ step }: { step: 'decrement' | 'increment' }) => (
  <svg
    className={passwordStyles.icon}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d={step === 'decrement' ? 'M5 12h14' : 'M12 5v14M5 12h14'} />
  </svg>
);
