export interface ActionInput {
  name: string;
  description: string;
  required: boolean;
  default?: string;
}

export function readActionInputs(yaml: string): ActionInput[];
