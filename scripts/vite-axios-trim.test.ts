import { describe, expect, test } from 'vitest';
import { buildModules } from './build-modules.ts';
import { AXIOS_DROPPED, droppedHelperCode, droppedMessage, stubCode } from './vite-axios-trim.ts';

const dropped = Object.keys(AXIOS_DROPPED);

const dataUrl = (code: string) =>
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;

/** Evaluates a stub as the module it stands in for (its helper a data: URL too). */
const loadStub = (file: string) =>
  import(dataUrl(stubCode(file, dataUrl(droppedHelperCode)))) as Promise<Record<string, unknown>>;

/** The modules of a production build of the one HTTP client with the app's Vite config. */
const clientBuildModules = () => buildModules('src/api/http.ts');

describe('axios code the app never calls (scripts/vite-axios-trim.ts)', () => {
  test.each(dropped)('the stub for %s has the exports of the module it replaces', async (file) => {
    const real = (await import(`axios/unsafe/${file}`)) as Record<string, unknown>;
    const stub = await loadStub(file);
    expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort());
  });

  test.each(dropped)('calling anything of %s fails with a clear error', async (file) => {
    const stub = await loadStub(file);
    const methods = AXIOS_DROPPED[file].defaultMethods;
    const calls = Object.entries(stub).flatMap(([name, value]) =>
      name === 'default' && methods
        ? methods.map((method) => (value as Record<string, () => unknown>)[method])
        : [value as () => unknown],
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toThrow(droppedMessage(file));
  });

  test('a production build of the client carries the stubs, not the dropped modules', async () => {
    const modules = await clientBuildModules();
    const axiosLib = modules
      .filter((id) => id.includes('/node_modules/axios/lib/'))
      .map((id) => id.slice(id.indexOf('/axios/lib/') + '/axios/lib/'.length));
    expect(axiosLib).toContain('adapters/fetch.js');
    expect(axiosLib.filter((file) => file in AXIOS_DROPPED)).toEqual([]);
    // axios' default export (and with it CancelToken, HttpStatusCode, …) stays out too.
    expect(axiosLib).not.toContain('axios.js');
    for (const file of dropped) expect(modules).toContain(`\0axios-trim:${file}`);
  }, 60_000);
});
