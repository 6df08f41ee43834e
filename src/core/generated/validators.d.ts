// Types of the generated validators (scripts/gen-validators.mjs).
import type { ValidateFunction } from 'ajv';
export declare const draft07: ValidateFunction;
export declare const draft2020: ValidateFunction;
export declare const corpusCase: ValidateFunction;
export declare const corpusCaseAllErrors: ValidateFunction;
