import path from 'node:path';
import { precompress } from './precompress-assets';

// `npm run build`'s last step: brotli and gzip beside each text asset of dist/.
const { files, bytes, brotliBytes } = precompress(path.resolve('dist'));
console.log(
  `Precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
);
