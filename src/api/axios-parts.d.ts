// Types for the axios modules src/api/http.ts imports one by one (axios exports its lib as
// axios/unsafe/* without declarations): each is the class or value axios' own types describe.
declare module 'axios/unsafe/core/Axios.js' {
  import { Axios } from 'axios';
  export default Axios;
}
declare module 'axios/unsafe/core/AxiosError.js' {
  import { AxiosError } from 'axios';
  export default AxiosError;
}
declare module 'axios/unsafe/core/AxiosHeaders.js' {
  import { AxiosHeaders } from 'axios';
  export default AxiosHeaders;
}
declare module 'axios/unsafe/core/mergeConfig.js' {
  import type { AxiosDefaults, AxiosRequestConfig } from 'axios';
  export default function mergeConfig(
    config1: AxiosDefaults | AxiosRequestConfig,
    config2: AxiosRequestConfig,
  ): AxiosRequestConfig;
}
declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosDefaults } from 'axios';
  const defaults: AxiosDefaults;
  export default defaults;
}
