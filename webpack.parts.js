import webpack from 'webpack';
import createStyledComponentsTransformer from 'typescript-plugin-styled-components';

// What the browser's build (webpack.config.js) and the server renderer's build
// (webpack.server-render.config.js) must compile alike, so that the page a server renders and the
// page the browser hydrates are the same markup.

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * TypeScript through ts-loader. styled-components numbers its components in the order their
 * modules load, which differs between the server's one bundle and the browser's lazy chunks: the
 * transformer gives each one an id from its file and position instead, the same on both sides.
 */
export const typeScriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: 'tsconfig.json',
      getCustomTransformers: () => ({
        before: [createStyledComponentsTransformer.default({ ssr: true, displayName: false })],
      }),
    },
  },
};

export const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    // Messages are precompiled to ASTs (scripts/compile-translations.ts): no parser in the bundle.
    '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
  },
};

/** The portal's build-time configuration (src/adapters/config/browser-portal-config.ts). */
export const buildConfig = () =>
  new webpack.DefinePlugin({
    PORTAL_BUILD_CONFIG: JSON.stringify({
      allowedRedirectOrigins: list(process.env.PORTAL_ALLOWED_REDIRECT_ORIGINS),
      placeholderDomain: process.env.PORTAL_PLACEHOLDER_DOMAIN ?? 'example.com',
      disableThirdPartyScripts: process.env.PORTAL_DISABLE_THIRD_PARTY_SCRIPTS === 'true',
    }),
  });
