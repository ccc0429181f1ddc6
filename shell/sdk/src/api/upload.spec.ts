/** @jest-environment jsdom */
import { verificationApi } from '@hp/contracts';
import { SESSION_HINT_COOKIE } from '../session/roles';
import { useSession } from '../session/sessionStore';
import { fakeFetch, patientLogin } from '../test/fakeFetch';
import { answerUpload } from '../test/fakeUpload';
import { configureApi } from './config';
import { ApiError, NetworkError } from './errors';
import { uploadRequest } from './upload';

const route = verificationApi.providerRegister;
const registered = { status: 201, body: { message: 'Registered', id: 'prv_1' } };

function licenceForm() {
  const form = new FormData();
  form.append('name', 'Care Pharmacy');
  form.append('licenseProof', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'licence.pdf');
  return form;
}

beforeEach(() => {
  configureApi({ baseUrl: '' });
  useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
});

describe('uploadRequest', () => {
  it('sends the form as it is, with cookies and JSON accepted, and reports the progress', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9999' });
    const uploads = answerUpload(
      { '/api/clinic/register': () => registered },
      { progress: [0.25, 1], total: 800 },
    );
    const progress: number[] = [];

    const answer = await uploadRequest(route, licenceForm(), {
      onProgress: ({ loaded }) => progress.push(loaded),
    });

    expect(answer).toEqual({ message: 'Registered', id: 'prv_1' });
    expect(progress).toEqual([200, 800]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:9999/api/clinic/register',
      withCredentials: true,
      headers: { Accept: 'application/json' },
    });
    // The browser sets the multipart type and boundary itself.
    expect(uploads[0]!.headers['Content-Type']).toBeUndefined();
    expect(uploads[0]!.form.get('name')).toBe('Care Pharmacy');
    expect((uploads[0]!.form.get('licenseProof') as File).name).toBe('licence.pdf');
  });

  it('throws the gateway error, as apiRequest does', async () => {
    answerUpload({
      '/api/clinic/register': () => ({
        status: 413,
        body: { message: 'The file is larger than 5 MB.', code: 'UPLOAD.TOO_LARGE', correlationId: 'c-1' },
      }),
    });
    const error = await uploadRequest(route, licenceForm()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      message: 'The file is larger than 5 MB.',
      correlationId: 'c-1',
    });
  });

  it('reads an error answer that is not JSON by its status', async () => {
    answerUpload({ '/api/clinic/register': () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    const error = await uploadRequest(route, licenceForm()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'UPSTREAM.UNAVAILABLE' });
  });

  it('throws NetworkError when nothing answers', async () => {
    answerUpload({ '/api/clinic/register': () => 'offline' });
    await expect(uploadRequest(route, licenceForm())).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends the bearer token and, on 401, refreshes once and sends the form again', async () => {
    useSession.getState().signIn(patientLogin);
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    fakeFetch({ '/api/auth/refresh': { status: 200, body: { ...patientLogin, token: 'access-2' } } });
    let sent = 0;
    const uploads = answerUpload({
      '/api/clinic/register': () =>
        ++sent === 1
          ? {
              status: 401,
              body: { message: 'Your session has expired.', code: 'AUTH.TOKEN_EXPIRED', correlationId: 'c' },
            }
          : registered,
    });

    await expect(uploadRequest(route, licenceForm())).resolves.toEqual(registered.body);
    expect(uploads.map((upload) => upload.headers.Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('stops the upload when its signal is aborted', async () => {
    let release: (value: typeof registered) => void = () => undefined;
    answerUpload({ '/api/clinic/register': () => new Promise((resolve) => (release = resolve)) });
    const controller = new AbortController();
    const call = uploadRequest(route, licenceForm(), { signal: controller.signal });
    controller.abort();
    release(registered);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
