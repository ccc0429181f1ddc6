import { LibraryLayout, NotFoundPage } from '@hp/shell-sdk';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { I18nArea } from './i18n';
import HomePage from './pages/home/HomePage';

// Every page but Home is fetched when first visited, so Home's first load carries only Home.
// (Each page's module is added here by its feature.)
const BookingPage = lazy(() => import('./pages/booking/BookingPage'));
const InsurancePage = lazy(() => import('./pages/insurance/InsurancePage'));
const MembershipPage = lazy(() => import('./pages/membership/MembershipPage'));
const PoliciesPage = lazy(() => import('./pages/policies/PoliciesPage'));
const ConsultationPage = lazy(() => import('./pages/consultation/ConsultationPage'));
const PaymentPage = lazy(() => import('./pages/payment/PaymentPage'));
const PaymentSuccessPage = lazy(() => import('./pages/payment/PaymentSuccessPage'));
const PaymentFailurePage = lazy(() => import('./pages/payment/PaymentFailurePage'));

/** The marketing area's routes (absolute: the shell mounts this under its own router), in the page's language. */
export default function App() {
  return (
    <I18nArea>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          {/* Pages built with the component library: LibraryLayout loads it (shared, with its styles) first. */}
          <Route element={<LibraryLayout />}>
            <Route path="/booking" element={<BookingPage />} />
            <Route path="/insurance" element={<InsurancePage />} />
            <Route path="/membership" element={<MembershipPage />} />
            <Route path="/privacypolicy" element={<PoliciesPage />} />
            <Route path="/consultform" element={<ConsultationPage />} />
            <Route path="/payment" element={<PaymentPage />} />
            <Route path="/payment/success" element={<PaymentSuccessPage />} />
            <Route path="/payment/failure" element={<PaymentFailurePage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </I18nArea>
  );
}
