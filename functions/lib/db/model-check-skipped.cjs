/**
 * What a deployed function's bundle gets instead of the `jsonschema` package (infra/function-bundling.ts aliases it).
 *
 * ElectroDB validates every model against its JSON schema whenever an Entity is built: every function builds all of
 * the table's entities at cold start, and that validation was the largest part of a function's module init (about
 * 170 ms of CPU for the 43 models, measured with `npm run bench`). The models are constants in the code, and every
 * test run builds each of them with the real `jsonschema` (vitest and the local stack do not use this file), so a
 * wrong model still fails before it ships; in the bundle the check is skipped.
 *
 * ElectroDB also asks the validator whether something handed to a Service is a plain model or an Entity already
 * built (electrodb/src/util.js getInstanceType): an Entity, Service or ElectroDB instance carries `_instance` and
 * fails the model schema; anything else passes, as a valid model does.
 */
/* global module */
'use strict';

class Validator {
  validate(value) {
    const built = value !== null && typeof value === 'object' && value._instance !== undefined;
    return { errors: built ? [{ property: 'instance', message: 'is an ElectroDB instance, not a model' }] : [] };
  }

  addSchema() {}
}
Validator.prototype.customFormats = {};

module.exports = { Validator };
