import path from 'node:path';
import webpack from 'webpack';
import { buildConfig, resolve, typeScriptRule } from './webpack.parts.js';

const root = import.meta.dirname;

/**
 * The server renderer (src/server-render.tsx): the portal's pages compiled for Node into one file
 * beside the browser's build, dist/server-render/render-page.cjs, which the server loads
 * (server/http/page-renderer.ts) and never serves. One file: the pages' lazy chunks and every
 * locale's messages are inlined, so a render never waits on the file system.
 */
export default () => ({
  mode: 'production',
  target: 'node20',
  entry: './src/server-render.tsx',
  output: {
    path: path.join(root, 'dist', 'server-render'),
    filename: 'render-page.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: 'source-map',
  resolve,
  module: { rules: [typeScriptRule] },
  plugins: [buildConfig(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  // Readable stack traces on the server; the size of a file that is never sent does not matter.
  optimization: { minimize: false },
  performance: { hints: false },
});
