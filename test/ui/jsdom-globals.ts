// jsdom lacks the encoders react-router needs at import time; Node's are the same standard API.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
