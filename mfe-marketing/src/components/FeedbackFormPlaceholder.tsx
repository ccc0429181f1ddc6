import { useLingui } from '@lingui/react';
import feedback from './FeedbackSection.module.css';
import classes from './FeedbackFormPlaceholder.module.css';

const FIELD_LABELS = [/*i18n*/ { id: 'Name' }, /*i18n*/ { id: 'Email' }];

/**
 * Holds the feedback form's place, at its size and in its shapes, until its module has arrived, so that nothing
 * moves when it does. Only the heading is real; the rest is drawing.
 */
export function FeedbackFormPlaceholder() {
  const { i18n } = useLingui();
  return (
    <div className={feedback.form}>
      <h3 className={feedback.formTitle}>{i18n._('Send us your feedback')}</h3>
      {FIELD_LABELS.map((label) => (
        <div key={label.id} aria-hidden="true" className={classes.field}>
          <span className={classes.label}>{i18n._(label)}</span>
          <span className={classes.input} />
        </div>
      ))}
      <div aria-hidden="true" className={classes.field}>
        <span className={classes.label}>{i18n._('Message')}</span>
        <span className={`${classes.input} ${classes.textarea}`} />
      </div>
      <span aria-hidden="true" className={classes.button} />
    </div>
  );
}
