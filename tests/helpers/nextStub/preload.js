'use strict';
/**
 * Preloaded (`node --require`) into server.js by the shutdown tests: `require('next')` gets the stub app of
 * app.js instead of Next.js, so the production server's own code (listen, shared cache, drain) runs without a
 * build.
 */
const Module = require('node:module');
const path = require('node:path');

const stub = path.join(__dirname, 'app.js');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveNext(request, ...rest) {
  if (request === 'next') return stub;
  return resolve.call(this, request, ...rest);
};
