import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { EnquiryKindSchema, type EnquiryKind, type EnquirySummary } from '@hp/contracts';
import { useQuery } from '@hp/shell-sdk/query';
import { Button, Loader, Modal, NativeSelect, TextInput } from '@hp/ui';
import { adminQueryKeys, listEnquiries } from '../api/admin';
import { Counters, Pager, useKeysetPages } from './AdminFrame';
import { ListFailure } from './dashParts';
import { ENQUIRY_KIND_LABEL, formatWhen } from './labels';
import classes from './admin.module.css';

/**
 * The Enquiries tab (the public site's leads: appointment requests, insurance quotes, consultation requests from
 * /consultform, feedback): counters per kind, search, the kind filter, the table and its pages.
 */
export default function EnquiriesPanel() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [chosenKind, setChosenKind] = useState<EnquiryKind | ''>('');
  const [viewing, setViewing] = useState<EnquirySummary | null>(null);
  const pages = useKeysetPages();
  const kind = chosenKind;
  const query = {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(kind ? { kind } : {}),
    ...pages.query,
  };
  const list = useQuery({
    queryKey: [...adminQueryKeys.enquiries, query],
    queryFn: () => listEnquiries(query),
    placeholderData: (previous) => previous,
  });
  const counts = list.data?.counts;

  return (
    <div className={classes.panel}>
      <Counters
        items={[
          { label: i18n._('Total'), value: counts?.all },
          ...EnquiryKindSchema.options.map((value) => ({
            label: i18n._(KIND_PLURAL[value]),
            value: counts?.[value],
          })),
        ]}
      />
      <div className={classes.filters} role="search">
        <TextInput
          label={i18n._('Search')}
          type="search"
          placeholder={i18n._('Search by name, phone, or e-mail...')}
          value={search}
          onChange={(event) => pages.filtered(() => setSearch(event.currentTarget.value))}
        />
        <NativeSelect
          label={i18n._('Kind')}
          value={chosenKind}
          onChange={(event) =>
            pages.filtered(() => setChosenKind(event.currentTarget.value as EnquiryKind | ''))
          }
          data={[
            { value: '', label: i18n._('All') },
            ...EnquiryKindSchema.options.map((value) => ({ value, label: i18n._(KIND_PLURAL[value]) })),
          ]}
        />
      </div>
      <ListFailure error={list.error} fallback={i18n._('Failed to fetch enquiries')} />
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{i18n._('Enquiries, newest first')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Received')}</th>
              <th scope="col">{i18n._('Kind')}</th>
              <th scope="col">{i18n._('Name')}</th>
              <th scope="col">{i18n._('Phone')}</th>
              <th scope="col">{i18n._('Email')}</th>
              <th scope="col">{i18n._('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((enquiry) => (
              <tr key={enquiry.id}>
                <td>{formatWhen(enquiry.createdAt, i18n.locale)}</td>
                <td>{i18n._(ENQUIRY_KIND_LABEL[enquiry.kind])}</td>
                <th scope="row">{enquiry.name}</th>
                <td>{enquiry.phone ?? '–'}</td>
                <td>{enquiry.email ?? '–'}</td>
                <td>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={i18n._('View Details of {name}', { name: enquiry.name })}
                    onClick={() => setViewing(enquiry)}
                  >
                    {i18n._('View Details')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending && (
          <div className={classes.empty}>
            <Loader aria-label={i18n._('Loading enquiries...')} />
          </div>
        )}
        {list.data?.items.length === 0 && <p className={classes.empty}>{i18n._('No enquiries found')}</p>}
      </div>
      <Pager pages={pages} nextCursor={list.data?.nextCursor} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? i18n._(ENQUIRY_KIND_LABEL[viewing.kind]) : ''}
        closeLabel={i18n._('Close')}
      >
        {viewing && <EnquiryDetails enquiry={viewing} />}
      </Modal>
    </div>
  );
}

const KIND_PLURAL: Record<EnquiryKind, MessageDescriptor> = {
  appointment: /*i18n*/ { id: 'Appointment requests' },
  insurance: /*i18n*/ { id: 'Insurance quotes' },
  consultation: /*i18n*/ { id: 'Consultation requests' },
  feedback: /*i18n*/ { id: 'Feedback' },
};

/** The public forms' field names, as the admin reads them. */
const FIELD_LABEL: Record<string, MessageDescriptor> = {
  name: /*i18n*/ { id: 'Name' },
  fullName: /*i18n*/ { id: 'Full name' },
  phoneNumber: /*i18n*/ { id: 'Phone' },
  mobileNumber: /*i18n*/ { id: 'Mobile number' },
  email: /*i18n*/ { id: 'Email' },
  address: /*i18n*/ { id: 'Address' },
  location: /*i18n*/ { id: 'Location' },
  treatment: /*i18n*/ { id: 'Treatment' },
  preferredDate: /*i18n*/ { id: 'Preferred date' },
  preferredTime: /*i18n*/ { id: 'Preferred time' },
  dob: /*i18n*/ { id: 'Date of birth' },
  maritalStatus: /*i18n*/ { id: 'Marital status' },
  sex: /*i18n*/ { id: 'Sex' },
  message: /*i18n*/ { id: 'Message' },
  consultationDate: /*i18n*/ { id: 'Consultation date' },
  consultationTime: /*i18n*/ { id: 'Consultation time' },
  purpose: /*i18n*/ { id: 'Purpose' },
};

function EnquiryDetails({ enquiry }: { enquiry: EnquirySummary }) {
  const { i18n } = useLingui();
  const rows: [string, string][] = [
    [i18n._('Received'), formatWhen(enquiry.createdAt, i18n.locale)],
    ...Object.entries(enquiry.details)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]): [string, string] => [
        FIELD_LABEL[key] ? i18n._(FIELD_LABEL[key]) : key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    [i18n._('Reference'), enquiry.id],
  ];
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
