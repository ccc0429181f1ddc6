import { lazy, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  BOOKING_LOCATIONS,
  ENTITY_TYPES,
  Role,
  SPECIALIZATIONS,
  type DirectoryEntry,
  type EntityType,
} from '@hp/contracts';
import { AfterFirstPaint, ScreenHeightPlaceholder, useSession } from '@hp/shell-sdk';
import { Checkbox, Container, NativeSelect, Tabs, Text, TextInput, Title } from '@hp/ui';
import { LOCATION_LABELS } from '../../components/locations';
import { filtersFrom, searchOf, type DirectoryFilters } from './filters';
import { LoginRequiredDialog } from './LoginRequiredDialog';
import { KIND_TEXTS, specializationLabel } from './texts';
import classes from './DirectoryPage.module.css';

/** How long the search waits after the last key before it asks the server (and changes the address). */
export const SEARCH_DEBOUNCE_MS = 300;

// The list fetches with the data library; its code and its first request follow the page's first paint.
const ProviderList = lazy(() => import('./ProviderList'));

/** Where a patient who is logged in goes to book: their Health Services page (the spec's /clinicmain). */
export const PATIENT_BOOKING_PATH = '/clinicmain';

/** What a patient's BOOK hands /clinicmain: the provider chosen here. */
export interface BookingChoice {
  provider: Pick<DirectoryEntry, 'id' | 'entityType' | 'name'>;
}

const FILTERABLE_SPECIALIZATIONS = SPECIALIZATIONS.filter((name) => name !== 'Others');

/** The choice among `choices` that `value` names, case ignored ('' when none). */
const sameAs = (choices: readonly string[], value: string) =>
  choices.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? '';
const withChoice = (choices: readonly string[], value: string) =>
  value && !sameAs(choices, value) ? [...choices, value] : [...choices];

/**
 * The filters as the address holds them, and a way to change them (a new history entry unless `replace`). The router
 * applies an address change in a transition, later than the click: the filters shown take the change at once (a
 * ticked box stays ticked), and follow the address whenever it changes (the back button).
 */
function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [shown, setShown] = useState(() => ({ address, filters: filtersFrom(params) }));
  const filters = shown.address === address ? shown.filters : filtersFrom(params);
  if (shown.address !== address) setShown({ address, filters });
  const change = (next: Partial<DirectoryFilters>, options: { replace?: boolean } = {}) => {
    const wanted = { ...filters, ...next };
    setShown({ address, filters: wanted });
    setParams(searchOf(wanted), { replace: options.replace ?? false });
  };
  return [filters, change] as const;
}

/**
 * The search box's text, sent to the address (and so to the server) `SEARCH_DEBOUNCE_MS` after the last key. One
 * search is one history entry: the first change of a run of typing pushes, the rest replace it. When the address
 * changes by itself (the back button), the box shows its search again.
 */
function useDebouncedSearch(fromAddress: string, write: (q: string, options: { replace: boolean }) => void) {
  const [text, setText] = useState(fromAddress);
  const written = useRef(fromAddress);
  const typing = useRef(false);
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    if (fromAddress === written.current) return;
    written.current = fromAddress;
    typing.current = false;
    setText(fromAddress);
  }, [fromAddress]);

  useEffect(() => {
    const q = text.trim();
    if (q === written.current) return;
    const timer = setTimeout(() => {
      writeRef.current(q, { replace: typing.current });
      written.current = q;
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  /** Any other change of the address (a tab, a filter) ends the run of typing. */
  const endTyping = () => {
    typing.current = false;
  };
  return { text, setText, endTyping };
}

/**
 * /demo, the public directory ('Health Services'): approved clinics, pharmacies and laboratories by tab, searched
 * and filtered by the address's query, 20 at a time with Load more. BOOK asks a visitor to log in; a patient who is
 * logged in goes on to book at /clinicmain.
 */
export default function DirectoryPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const isPatient = useSession(
    (session) => session.status === 'authenticated' && session.user?.role === Role.User,
  );
  const [filters, changeFilters] = useAddressFilters();
  const search = useDebouncedSearch(filters.q, (q, options) => changeFilters({ q }, options));
  const [loginRequired, setLoginRequired] = useState(false);

  const change = (next: Partial<DirectoryFilters>) => {
    search.endTyping();
    changeFilters(next);
  };
  const clear = () => {
    search.setText('');
    change({ q: '', area: '', specialization: '', emi: false, insurance: false });
  };
  const book = (provider: DirectoryEntry) => {
    if (!isPatient) return setLoginRequired(true);
    const choice: BookingChoice = {
      provider: { id: provider.id, entityType: provider.entityType, name: provider.name },
    };
    void navigate(PATIENT_BOOKING_PATH, { state: choice });
  };
  const clinic = filters.type === 'clinic';
  // A shared address may name an area or specialization of its own (filters ignore case): it is offered too.
  const areas = withChoice(BOOKING_LOCATIONS, filters.area);
  const specializations = withChoice(FILTERABLE_SPECIALIZATIONS, filters.specialization);

  return (
    <Container size="lg" className={classes.page}>
      <Title order={1}>{i18n._('Health Services')}</Title>
      <Text c="gray.7" mt="xs">
        {i18n._('Approved hospitals, clinics, pharmacies and laboratories in our network.')}
      </Text>
      <form role="search" className={classes.filters} onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          label={i18n._('Search by name')}
          placeholder={i18n._('e.g. Lotus Dental')}
          maxLength={100}
          autoComplete="off"
          value={search.text}
          onChange={(event) => search.setText(event.currentTarget.value)}
          className={classes.searchField}
        />
        <NativeSelect
          label={i18n._('Area')}
          value={sameAs(areas, filters.area)}
          onChange={(event) => change({ area: event.currentTarget.value })}
          data={[
            { value: '', label: i18n._('All areas') },
            ...areas.map((area) => ({
              value: area,
              label: Object.hasOwn(LOCATION_LABELS, area)
                ? i18n._(LOCATION_LABELS[area as keyof typeof LOCATION_LABELS])
                : area,
            })),
          ]}
        />
        {clinic && (
          <NativeSelect
            label={i18n._('Specialization')}
            value={sameAs(specializations, filters.specialization)}
            onChange={(event) => change({ specialization: event.currentTarget.value })}
            data={[
              { value: '', label: i18n._('All specializations') },
              ...specializations.map((name) => {
                const label = specializationLabel(name);
                return { value: name, label: label ? i18n._(label) : name };
              }),
            ]}
          />
        )}
        <div className={classes.checks}>
          <Checkbox
            label={i18n._('Offers EMI')}
            checked={filters.emi}
            onChange={(event) => change({ emi: event.currentTarget.checked })}
          />
          {clinic && (
            <Checkbox
              label={i18n._('Accepts insurance')}
              checked={filters.insurance}
              onChange={(event) => change({ insurance: event.currentTarget.checked })}
            />
          )}
        </div>
      </form>
      <Tabs
        id="directory"
        aria-label={i18n._('Kind of provider')}
        value={filters.type}
        onChange={(type: EntityType) => change({ type })}
        tabs={ENTITY_TYPES.map((type) => ({ value: type, label: i18n._(KIND_TEXTS[type].tab) }))}
        grow
        classNames={{ panel: classes.panel }}
      >
        <AfterFirstPaint fallback={<ScreenHeightPlaceholder />}>
          <ProviderList key={filters.type} filters={filters} onBook={book} onClear={clear} />
        </AfterFirstPaint>
      </Tabs>
      <LoginRequiredDialog opened={loginRequired} onClose={() => setLoginRequired(false)} />
    </Container>
  );
}
