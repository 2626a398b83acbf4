import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The shared Vite settings, not the app's build (vite.config.ts): React Router's plugin
  // expects to own the build it is in.
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: 'vite.shared.ts' } },
  },
  // The MSW worker script lives in public/.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};
export default config;
