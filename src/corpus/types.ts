import type { ProtocolVersion } from '../core/protocol.js';
import type { FrameRole } from '../core/verdict.js';

export interface CorpusPart {
  text?: string;
  base64?: string;
  repeat?: number;
}

export interface CorpusFrame extends CorpusPart {
  role?: FrameRole;
  json?: unknown;
  parts?: CorpusPart[];
}

export interface CorpusCase {
  id: string;
  title: string;
  category: string;
  level: 'required' | 'strict';
  since: string;
  rationale: string;
  protocolVersions?: ProtocolVersion[];
  handshake?: boolean;
  closeStdin?: boolean;
  /** The case applies only when the probe tool's listed inputSchema matches `probeInputSchema`. */
  when?: { probeInputSchema: object; because: string };
  frames: CorpusFrame[];
  expect: { rejectedCanaries: 'never'; followUp?: 'policy' | 'none' };
  /** Absolute path of the file it came from (for annotations and error messages). */
  file: string;
  /** `v1`, or the user's directory name. */
  corpus: string;
}

export type Profile = 'required' | 'strict';
