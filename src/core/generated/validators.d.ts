// Types of the generated validators (scripts/gen-validators.mjs).
import type { ValidateFunction } from 'ajv';
import type { ENVELOPE_SCHEMAS, RESULT_SCHEMAS } from '../schemas.js';
export declare const draft07: ValidateFunction;
export declare const draft2020: ValidateFunction;
export declare const corpusCase: ValidateFunction;
export declare const corpusCaseAllErrors: ValidateFunction;
export declare const envelopeValidators: Record<keyof typeof ENVELOPE_SCHEMAS, ValidateFunction>;
export declare const resultValidators: Record<keyof typeof RESULT_SCHEMAS, ValidateFunction>;
