import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import { buildConfig, resolve, typeScriptRule } from './webpack.parts.js';

const root = import.meta.dirname;

/**
 * Script and style tags carry the placeholder the server replaces with each answer's CSP nonce
 * (server/http/static-routes.ts), so the Content-Security-Policy needs no 'unsafe-inline'.
 */
class CspNoncePlaceholders {
  apply(compiler) {
    compiler.hooks.compilation.tap('CspNoncePlaceholders', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('CspNoncePlaceholders', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.nonce = '__CSP_SCRIPT_NONCE__';
        for (const tag of data.assetTags.styles) tag.attributes.nonce = '__CSP_STYLE_NONCE__';
        return data;
      });
    });
  }
}

/**
 * dist/chunk-groups.json: each lazily loaded chunk group (a page, the frame) with the script files
 * it needs beyond the entry's, so the server can name them for preloading in the HTML of the pages
 * that need them first (server/http/page-preloads.ts) instead of the browser finding them only
 * after the entry has run.
 */
class ChunkGroupManifest {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entryFiles = new Set(
            [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
          );
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            groups[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
              .map((file) => `/${file}`);
          }
          compilation.emitAsset(
            'chunk-groups.json',
            new webpack.sources.RawSource(JSON.stringify(groups, null, 2)),
          );
        },
      );
    });
  }
}

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    // Production maps (with their sources) are for our own stack traces: no sourceMappingURL in the
    // bundles, and the server never serves *.map (server/http/static-routes.ts). The development
    // build's eval maps need 'unsafe-eval', so it runs under webpack serve only, never the server.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: { rules: [typeScriptRule] },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new CspNoncePlaceholders(),
      new ChunkGroupManifest(),
      buildConfig(),
      ...(process.env.ANALYZE
        ? [new BundleAnalyzerPlugin({ analyzerMode: 'static', openAnalyzer: false })]
        : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
      // SWC's minifier: the same size as terser's here, in half the build's CPU (D-SUITE-8).
      minimizer: [
        new MinimizerPlugin({
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { compress: { passes: 2 } },
          },
          extractComments: true,
        }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      proxy: [
        {
          context: ['/services', '/oidc', '/interaction', '/dev', '/demo-product'],
          target: 'http://localhost:8080',
          changeOrigin: false,
        },
      ],
    },
  };
};
