import { useLingui } from '@lingui/react';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { brand, telHref } from '@hp/shell-sdk';
import { FeedbackFormPlaceholder } from './FeedbackFormPlaceholder';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { IconTile } from './IconTile';
import section from './section.module.css';
import classes from './FeedbackSection.module.css';

/*
 * The form needs the kit's fields, TanStack Query, react-hook-form and zod, more than the rest of Home together. So
 * it is a module of its own, fetched when the visitor comes near the section (or moves into it with the keyboard),
 * and until then a placeholder of the same size holds its place.
 */
const FeedbackForm = lazy(() => import('./FeedbackForm'));

/** How far below the viewport the form starts loading, so that it is there by the time it is scrolled to. */
const LOAD_AHEAD = '600px';

/** Becomes true once the element comes within LOAD_AHEAD of the viewport, and stays true. */
function useNearViewport(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return [near, () => setNear(true)] as const;
}

/** A form module that could not be fetched (offline) leaves the rest of Home standing. */
class FormLoadFailure extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p role="alert">{this.props.message}</p> : this.props.children;
  }
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.contactLine}>
      <IconTile size={36}>{icon}</IconTile>
      <div>
        <p className={classes.contactLabel}>{label}</p>
        <p className={classes.contactValue}>{children}</p>
      </div>
    </div>
  );
}

export function FeedbackSection() {
  const { i18n } = useLingui();
  const sectionRef = useRef<HTMLElement>(null);
  const [formWanted, wantForm] = useNearViewport(sectionRef);
  return (
    <section
      ref={sectionRef}
      aria-labelledby="feedback-title"
      className={`${section.section} ${section.tinted}`}
      // Keyboard users may reach the section before it scrolls near (Tab onto its contact links).
      onFocus={wantForm}
    >
      <div className={`${section.container} ${section.split}`}>
        <div className={classes.intro}>
          <div className={classes.heading}>
            <p className={section.eyebrow}>{i18n._('Feedback')}</p>
            <h2 id="feedback-title" className={section.title}>
              {i18n._("We'd love to hear from you")}
            </h2>
            <p className={section.lead}>
              {i18n._(
                'Tell us about your visit, suggest an improvement or ask a question. Every message is read by our patient care team.',
              )}
            </p>
          </div>
          <ContactLine icon={<PhoneIcon size={18} />} label={i18n._('Emergency line (24/7)')}>
            <a className={section.link} href={telHref(brand.emergencyPhone)}>
              {brand.emergencyPhone}
            </a>
          </ContactLine>
          <ContactLine icon={<MailIcon size={18} />} label={i18n._('Email')}>
            <a className={section.link} href={`mailto:${brand.email}`}>
              {brand.email}
            </a>
          </ContactLine>
          <ContactLine icon={<MapPinIcon size={18} />} label={i18n._('Visit us')}>
            {brand.address}
          </ContactLine>
        </div>

        <div className={`${section.card} ${classes.formCard}`}>
          {formWanted ? (
            <FormLoadFailure
              message={i18n._(
                'The feedback form could not be loaded. Please check your connection and reload the page.',
              )}
            >
              <Suspense fallback={<FeedbackFormPlaceholder />}>
                <FeedbackForm />
              </Suspense>
            </FormLoadFailure>
          ) : (
            <FeedbackFormPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
