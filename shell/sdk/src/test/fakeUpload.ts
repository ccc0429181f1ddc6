import type { FakeAnswer } from './fakeFetch';

/** One upload the page sent, as the fake XMLHttpRequest saw it. */
export interface RecordedUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  form: FormData;
}

export type UploadAnswer = (
  upload: RecordedUpload,
) => FakeAnswer | 'offline' | Promise<FakeAnswer | 'offline'>;

export interface FakeUploadOptions {
  /** The upload progress events sent before the answer, as fractions of the body (default: half, then all). */
  progress?: readonly number[];
  /** The body's size the progress events report (default 1000 bytes). */
  total?: number;
}

/**
 * Test-only: replaces XMLHttpRequest (which `uploadRequest` sends with) by canned answers by path; each upload is
 * recorded with its form, and progress events are sent before the answer. An answer may be a promise, so that a test
 * can look at the page while the upload is in flight. A path without an answer fails like a network error.
 */
export function answerUpload(
  answers: Record<string, UploadAnswer>,
  { progress = [0.5, 1], total = 1000 }: FakeUploadOptions = {},
): RecordedUpload[] {
  const uploads: RecordedUpload[] = [];

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private responseHeaders = new Map<string, string>();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getResponseHeader(name: string) {
      return this.responseHeaders.get(name.toLowerCase()) ?? null;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(form: FormData) {
      const upload: RecordedUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        withCredentials: this.withCredentials,
        form,
      };
      uploads.push(upload);
      const answer = answers[new URL(this.url, 'http://localhost').pathname];
      void (async () => {
        await Promise.resolve();
        for (const fraction of progress) {
          if (this.aborted) return;
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: Math.round(fraction * total),
            total,
          } as ProgressEvent);
          await Promise.resolve();
        }
        const planned = answer ? await answer(upload) : 'offline';
        if (this.aborted) return;
        if (planned === 'offline') return this.onerror?.();
        const { status, body, headers = {} } = planned;
        this.status = status;
        this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
        this.responseHeaders = new Map(
          Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
        );
        this.onload?.();
      })();
    }
  }

  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return uploads;
}
