/**
 * The axios code the app never calls, kept out of the browser build (docs/architecture.md#load-budget).
 *
 * axios' browser build carries every way of sending a request: the XMLHttpRequest adapter, form
 * serialisation, upload and download progress, streamed bodies, data: URLs and its own copy of the
 * anti-forgery cookie. The one client (src/api/http.ts) uses the fetch adapter, sends JSON or a
 * FormData as it is, serialises its query parameters itself and copies the cookie in its own
 * interceptor, so those paths are dead. This plugin resolves each module below, when axios itself
 * imports it, to a stub of the same exports that throws a clear error if it is ever called: a
 * dropped path that becomes live fails loudly instead of doing something else. The build fails if
 * a module of the list is no longer imported (axios moved it), so the list cannot rot unnoticed.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export interface DroppedModule {
  /** The module's named exports; `default` is a function unless `defaultMethods` names methods. */
  exports: readonly string[];
  /** A default export that is an object of functions (axios' cookie helper). */
  defaultMethods?: readonly string[];
  /** Why no call of the app reaches it. */
  why: string;
}

/** Paths under node_modules/axios/lib/. */
export const AXIOS_DROPPED: Readonly<Record<string, DroppedModule>> = {
  'adapters/xhr.js': {
    exports: ['default'],
    why: "the client names the 'fetch' adapter, so axios never looks for XMLHttpRequest",
  },
  'helpers/toFormData.js': {
    exports: ['default', 'DEFAULT_FORM_DATA_MAX_DEPTH'],
    why: 'query parameters go through the client’s paramsSerializer, and no call sends a plain object as multipart or urlencoded form data',
  },
  'helpers/formDataToJSON.js': {
    exports: ['default'],
    why: 'a FormData is sent as it is, never with a JSON Content-Type',
  },
  'helpers/toURLEncodedForm.js': {
    exports: ['default'],
    why: 'no call sends application/x-www-form-urlencoded',
  },
  'core/createMultipartBody.js': {
    exports: ['default'],
    why: 'a FormData goes to fetch as it is: no maxBodyLength, no upload progress, no boundary of our own',
  },
  'helpers/trackStream.js': {
    exports: ['trackStream', 'streamChunk', 'readBytes'],
    why: 'no call asks for progress, a size limit or a streamed response',
  },
  'helpers/progressEventReducer.js': {
    exports: ['progressEventReducer', 'progressEventDecorator', 'asyncDecorator'],
    why: 'no call passes onUploadProgress or onDownloadProgress',
  },
  'helpers/estimateDataURLDecodedBytes.js': {
    exports: ['default', 'estimateDataURLBufferAllocation'],
    why: 'no call sets maxContentLength or asks for a data: URL',
  },
  'helpers/cookies.js': {
    exports: ['default'],
    defaultMethods: ['read', 'write', 'remove'],
    why: 'withXSRFToken is false: the client’s interceptor copies the anti-forgery cookie itself',
  },
  'helpers/isURLSameOrigin.js': {
    exports: ['default'],
    why: 'withXSRFToken is false, so axios never asks whether a URL is same-origin',
  },
  'helpers/AxiosURLSearchParams.js': {
    exports: ['default'],
    why: 'query parameters go through the client’s paramsSerializer, and the browser has URLSearchParams',
  },
  'core/setFormDataHeaders.js': {
    exports: ['default'],
    why: 'only a Node form-data object (with getHeaders) outside a browser needs it',
  },
};

const STUB_PREFIX = '\0axios-trim:';
/** The one module every stub takes its failing function from (one message, shipped once). */
const DROPPED_HELPER = '\0axios-trim-dropped';
const AXIOS_LIB = `${path.sep}node_modules${path.sep}axios${path.sep}lib${path.sep}`;

/** The message a stub throws with (the reason is in AXIOS_DROPPED, not shipped). */
export const droppedMessage = (file: string) =>
  `axios lib/${file} was left out of this build: see scripts/vite-axios-trim.ts`;

/** The helper module: `dropped(file)` is a function that throws droppedMessage(file). */
export const droppedHelperCode = [
  'export const dropped = (file) => () => {',
  `  throw new Error(${JSON.stringify(droppedMessage('FILE'))}.replace('FILE', file));`,
  '};',
].join('\n');

/** The code that stands in for one dropped module, taking `dropped` from `helper`. */
export function stubCode(file: string, helper = DROPPED_HELPER): string {
  const module = AXIOS_DROPPED[file];
  if (!module) throw new Error(`axios-trim: ${file} is not a dropped module`);
  const lines = [
    `import { dropped } from ${JSON.stringify(helper)};`,
    `const fail = dropped(${JSON.stringify(file)});`,
  ];
  for (const name of module.exports) {
    if (name !== 'default') lines.push(`export const ${name} = fail;`);
  }
  if (module.exports.includes('default')) {
    const methods = module.defaultMethods;
    lines.push(
      methods
        ? `export default { ${methods.map((method) => `${method}: fail`).join(', ')} };`
        : 'export default fail;',
    );
  }
  return lines.join('\n');
}

/** The path under axios/lib/ of an import made by an axios module, or null. */
function axiosLibFile(source: string, importer: string | undefined): string | null {
  if (!importer || !source.startsWith('.')) return null;
  const at = importer.lastIndexOf(AXIOS_LIB);
  if (at < 0) return null;
  const root = importer.slice(0, at + AXIOS_LIB.length);
  const target = path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source);
  if (!target.startsWith(root)) return null;
  return target.slice(root.length).split(path.sep).join('/');
}

/** The Vite plugin (production builds: the dev server pre-bundles axios whole). */
export function axiosTrim(): Plugin {
  const used = new Set<string>();
  let axiosSeen = false;
  return {
    name: 'ussd:axios-trim',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      used.clear();
      axiosSeen = false;
    },
    resolveId(source, importer) {
      if (source === DROPPED_HELPER) return DROPPED_HELPER;
      const file = axiosLibFile(source, importer);
      if (file === null) return null;
      axiosSeen = true;
      if (!(file in AXIOS_DROPPED)) return null;
      used.add(file);
      return `${STUB_PREFIX}${file}`;
    },
    load(id) {
      if (id === DROPPED_HELPER) return droppedHelperCode;
      return id.startsWith(STUB_PREFIX) ? stubCode(id.slice(STUB_PREFIX.length)) : null;
    },
    buildEnd(error) {
      if (error || !axiosSeen) return;
      const stale = Object.keys(AXIOS_DROPPED).filter((file) => !used.has(file));
      if (stale.length > 0) {
        this.error(
          `axios-trim: axios no longer imports ${stale.join(', ')}; update AXIOS_DROPPED (scripts/vite-axios-trim.ts)`,
        );
      }
    },
  };
}
