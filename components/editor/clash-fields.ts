/**
 * Fields that name a clash where it happens (lib/concepts/shows/rules/clashes.ts): a screening's time, a
 * performance's date and a venue's id. Each is a plain text box in the written form the file
 * keeps (2027-03-18T19:30, 19:30, an id), with the check added: the editor asks a field's
 * `isValid` before saving and shows its message under the field, as it does for its own rules
 * (and the field's pattern), so nothing is saved while two screenings or two performances start
 * at one time, or two venues share an id. The editor's own date field cannot be reused here: it
 * needs React hooks from the copy of React the editor does not publish (components/editor/shims/react.cjs).
 * lib/editor/fields.ts gives the fields that CLASH_FIELDS names (lib/editor/clash-widgets.ts)
 * their widget; components/editor/editor-previews.ts registers them.
 */
import type CMS from '@sveltia/cms';
import type { CustomFieldControlProps } from '@sveltia/cms';
import { Component, createElement } from 'react';
import { groupsOf } from '@/lib/editor/groups';
import { CLASH_WIDGETS, type ClashKind } from '@/lib/editor/clash-widgets';
import {
  performanceClash,
  screeningClash,
  venueIdClash,
  type ScreeningRow,
} from '@/lib/concepts/shows';

type Cms = Pick<typeof CMS, 'registerFieldType'>;

/** A top-level field of the shows' form, under its group heading when it has one. */
function showField(data: Record<string, unknown>, name: string): unknown {
  const group = groupsOf('shows').find((item) => item.fields.includes(name));
  const holder = group ? (data[group.name] as Record<string, unknown> | undefined) : data;
  return holder?.[name];
}

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/** The clash message for a value, from the entry being edited. */
export function clashFor(
  kind: ClashKind,
  data: Record<string, unknown>,
  value: unknown,
): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  switch (kind) {
    case 'screening':
      return screeningClash(rowsOf(showField(data, 'schedule')) as ScreeningRow[], value);
    case 'performance':
      return performanceClash(
        rowsOf(showField(data, 'performances')).map((row) => row.date),
        value,
      );
    case 'venue':
      return venueIdClash(
        rowsOf(Array.isArray(data) ? data : data.venues).map((row) => row.id),
        value,
      );
  }
}

function entryData(entry: CustomFieldControlProps['entry']): Record<string, unknown> {
  const data = entry?.get('data') as { toJS?: () => Record<string, unknown> } | undefined;
  return data?.toJS?.() ?? {};
}

export function registerClashFields(cms: Cms): void {
  for (const [name, { kind, placeholder }] of Object.entries(CLASH_WIDGETS)) {
    class ClashField extends Component<CustomFieldControlProps> {
      /** Called by the editor before it saves: a message stops the save and shows under the field. */
      isValid(value: unknown) {
        const message = clashFor(kind, entryData(this.props.entry), value ?? this.props.value);
        return message ? { error: { message } } : true;
      }

      render() {
        const { forID, classNameWrapper, value, onChange } = this.props;
        return createElement('input', {
          id: forID,
          className: classNameWrapper,
          type: 'text',
          placeholder,
          value: typeof value === 'string' ? value : '',
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        });
      }
    }
    cms.registerFieldType(name, ClashField as never);
  }
}
