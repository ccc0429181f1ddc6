/**
 * `@hp/shell-sdk/testing`: test support for the SDK and every remote (jest only; never imported by app code).
 * Importing it registers an `afterEach` that clears toasts and the query cache.
 */
export {
  answerFetch,
  authorizationOf,
  fakeFetch,
  jsonBodyOf,
  patientLogin,
  urlOf,
  type Answer,
  type FakeAnswer,
  type RecordedCall,
} from './fakeFetch';
export { answerUpload, type FakeUploadOptions, type RecordedUpload, type UploadAnswer } from './fakeUpload';
export { clearToasts, renderPage, TestProviders } from './renderPage';
/** The page's one query cache, for tests that empty it. */
export { queryClient } from '../query/queryClient';
export { preloadPages } from './preloadPages';
export { describeContractMessages } from './validationMessages';
export { consultationExample, directoryEntryExample } from './examples';
