import { cleanup, fireEvent, screen } from '@testing-library/react';
import { answerFetch } from '@hp/shell-sdk/testing';
import { fillIn, renderPage } from '../../../test/renderPage';
import { browserNavigation } from '../../../api/payment';
import { catalogueAnswer } from './paymentCatalogue';
import { loadPaymentChecks } from '../wizard/loadPaymentChecks';

/** Test-only: what the payment wizard's specs share (rendering, filling it in, the gateway's page as a list). */

/** The page, once its wizard has followed (it renders after the first paint) on its first step. */
export async function renderPayment(path = '/payment') {
  await renderPage(path, { level: 1, name: 'Online Payment' });
  await screen.findByRole('heading', { level: 2, name: 'Patient Information' });
}

export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
export const redBox = () => screen.getByRole('alert');
export const panelTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
export const progress = () => screen.getByRole('progressbar');

export const PATIENT = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  address: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400002',
};

export function fillPatient(patient = PATIENT) {
  fillIn(/^First Name/, patient.firstName);
  fillIn(/^Last Name/, patient.lastName);
  fillIn(/^Email Address/, patient.email);
  fillIn(/^Mobile Number/, patient.mobile);
  fillIn(/^Address/, patient.address);
  fillIn(/^City/, patient.city);
  fillIn(/^State/, patient.state);
  fillIn(/^Pincode/, patient.pincode);
}

/** Fills steps 1 and 2 validly and arrives at step 3. */
export async function toConfirmation(service = 'root-canal', amount?: string) {
  fillPatient();
  press('Next');
  await screen.findByRole('heading', { level: 2, name: 'Payment Information' });
  fillIn(/^Service/, service);
  if (amount !== undefined) fillIn(/^Amount/, amount);
  fillIn(/^Notes/, 'Second sitting');
  press('Next');
  await screen.findByRole('heading', { level: 2, name: 'Order Summary' });
}

export const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox'));

/** Where the page sent the browser (the payment gateway's page), instead of leaving jsdom. */
export const navigatedTo: string[] = [];

/** For each test: the catalogue answers, and leaving for the gateway's page is recorded in `navigatedTo`. */
export function setUpPaymentWizardTests() {
  const realAssign = browserNavigation.assign;
  // In a browser the page fetches its checks once it has rendered, long before a visitor presses "Next".
  beforeAll(() => loadPaymentChecks());
  beforeEach(() => {
    answerFetch(catalogueAnswer);
    navigatedTo.length = 0;
    browserNavigation.assign = (url: string) => {
      navigatedTo.push(url);
    };
  });
  afterEach(() => {
    browserNavigation.assign = realAssign;
    cleanup();
  });
}
