// The `inputs:` map of action.yml, read without a YAML dependency (the file keeps a flat, simple shape).

/** Reads the `inputs:` map of action.yml (flat keys with description, required, default). */
export function readActionInputs(yaml) {
  const inputs = [];
  let inInputs = false;
  let current;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inInputs = line.startsWith('inputs:');
      continue;
    }
    if (!inInputs) continue;
    const name = /^ {2}([a-z0-9-]+):\s*$/.exec(line);
    if (name) {
      current = { name: name[1], description: '', required: false, default: undefined };
      inputs.push(current);
      continue;
    }
    const field = /^ {4}(description|required|default):\s*(.*)$/.exec(line);
    if (field && current) {
      let value = field[2].trim();
      if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
      else if (/^".*"$/.test(value)) value = JSON.parse(value);
      if (field[1] === 'required') current.required = value === 'true';
      else current[field[1]] = value;
    }
  }
  return inputs;
}
