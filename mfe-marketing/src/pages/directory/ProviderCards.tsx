import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { DirectoryEntry } from '@hp/contracts';
import { Badge, Button, TextButton, Title, VisuallyHidden } from '@hp/ui';
import { MapPinIcon, UsersIcon } from '../../components/icons';
import { KIND_TEXTS, specializationLabel } from './texts';
import classes from './DirectoryPage.module.css';

/** The spec: a clinic's specializations show collapsed at 4, with '+N more' and 'Show less'. */
export const SPECIALIZATIONS_SHOWN = 4;

export interface ProviderProps {
  provider: DirectoryEntry;
  onBook: () => void;
}

function Specializations({ names }: { names: readonly string[] }) {
  const { i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = names.length - SPECIALIZATIONS_SHOWN;
  const shown = expanded || hidden <= 0 ? names : names.slice(0, SPECIALIZATIONS_SHOWN);
  if (names.length === 0) return null;
  return (
    <div className={classes.specializations}>
      <VisuallyHidden>{i18n._('Specializations')}</VisuallyHidden>
      <ul id={listId} className={classes.tags}>
        {shown.map((name) => {
          const label = specializationLabel(name);
          return (
            <li key={name}>
              <Badge variant="light" color="gray.8" size="md" className={classes.tag}>
                {label ? i18n._(label) : name}
              </Badge>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <TextButton
          size="sm"
          className={classes.moreToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? i18n._('Show less') : i18n._('+{count} more', { count: hidden })}
        </TextButton>
      )}
    </div>
  );
}

/** Outlined on the white card: teal 9 and blue 9 on white pass AA (on the light badge's grey, teal 9 does not). */
function Offers({ provider, insurance }: { provider: DirectoryEntry; insurance: boolean }) {
  const { i18n } = useLingui();
  const emi = provider.acceptsEMI;
  const insured = insurance && provider.acceptsInsurance;
  if (!emi && !insured) return null;
  return (
    <div className={classes.badges}>
      {emi && (
        <Badge variant="outline" color="teal.9">
          {i18n._('EMI Available')}
        </Badge>
      )}
      {insured && (
        <Badge variant="outline" color="blue.9">
          {i18n._('Insurance Accepted')}
        </Badge>
      )}
    </div>
  );
}

function Location({ provider }: { provider: DirectoryEntry }) {
  const { i18n } = useLingui();
  return (
    <p className={classes.fact}>
      <MapPinIcon size={16} className={classes.factIcon} />
      <VisuallyHidden>{i18n._('Location:')} </VisuallyHidden>
      {provider.location}
    </p>
  );
}

/** A clinic's card: name, BOOK NOW, specializations, number of doctors, location, EMI and insurance badges. */
export function ClinicCard({ provider, onBook }: ProviderProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <div className={classes.cardHead}>
        <Title order={3} id={nameId} className={classes.name}>
          {provider.name}
        </Title>
        <Button size="sm" color="teal.9" className={classes.book} aria-describedby={nameId} onClick={onBook}>
          {i18n._(KIND_TEXTS.clinic.book)}
        </Button>
      </div>
      <Specializations names={provider.specializations} />
      <p className={classes.fact}>
        <UsersIcon size={16} className={classes.factIcon} />
        {i18n._('Doctors: {count}', { count: provider.numberOfDoctors })}
      </p>
      <Location provider={provider} />
      <Offers provider={provider} insurance />
    </article>
  );
}

/** A pharmacy's or laboratory's row: name, location, EMI badge, BOOK NOW (a laboratory's: BOOK). */
export function ProviderRow({ provider, onBook }: ProviderProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  return (
    <article className={classes.row} aria-labelledby={nameId}>
      <div className={classes.rowText}>
        <Title order={3} id={nameId} className={classes.name}>
          {provider.name}
        </Title>
        <Location provider={provider} />
        <Offers provider={provider} insurance={false} />
      </div>
      <Button size="sm" color="teal.9" className={classes.book} aria-describedby={nameId} onClick={onBook}>
        {i18n._(KIND_TEXTS[provider.entityType].book)}
      </Button>
    </article>
  );
}
