import classes from './Stepper.module.css';

export interface StepperProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The current step's index; those before it are done. */
  active: number;
  'aria-label': string;
}

/** Where a visitor is in a few steps: done, current (`aria-current="step"`), to come. */
export function Stepper({ steps, active, 'aria-label': label }: StepperProps) {
  return (
    <ol className={classes.stepper} aria-label={label}>
      {steps.map((name, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'next';
        return (
          <li
            key={name}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={classes.name}>{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
