/**
 * The API a screen test mocks, in one line: a route table the tests may edit between steps, fetch stubbed to
 * answer from it (or from a handler of the test's own), and what fetch was called with.
 */
import { type Handler, type MockResponse, mockFetch, routes } from './fetch-mock';
import { fetchCalls } from './render-screen';

export type Route = MockResponse | ((init: RequestInit) => MockResponse | Promise<MockResponse>);

export function fakeApi() {
  const table: Record<string, Route> = {};
  let fetchMock: ReturnType<typeof mockFetch> | undefined;
  const mock = () => {
    if (!fetchMock) throw new Error('fakeApi: serve() or stub() first');
    return fetchMock;
  };
  /** Stubs fetch with `handler`; returns the mock. */
  const stub = (handler: Handler) => {
    fetchMock = mockFetch(handler);
    return fetchMock;
  };
  return {
    table,
    stub,
    /** Empties the table, fills it with `initial` and stubs fetch to answer from it (unknown routes: 404). */
    serve(initial: Record<string, Route>) {
      for (const key of Object.keys(table)) delete table[key];
      Object.assign(table, initial);
      return stub(routes(table));
    },
    /** The fetch mock itself, for what `calls` does not say. */
    fetchMock: mock,
    /** The calls of 'METHOD /path'. */
    calls: (key: string) => fetchCalls(mock()).calls(key),
    /** The JSON body of one call of 'METHOD /path' (the last by default). */
    bodyOf: (key: string, i?: number) => fetchCalls(mock()).bodyOf(key, i),
  };
}
