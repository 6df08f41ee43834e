export const NODE24_VERSION: string;
export const NODE24: string;
export function ensureNode24(): string;
