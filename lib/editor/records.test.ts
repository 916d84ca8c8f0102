import {
  recordToRows,
  rootRecordToRows,
  rowsToRecord,
  rowsToRootRecord,
  RECORD_FIELDS,
} from './records';

const shape = RECORD_FIELDS['shows.schedule'];

describe('a festival schedule as rows', () => {
  it('lists one row per screening, days and then times ascending', () => {
    const rows = recordToRows(
      { '2027-03-19': { '21:15': 'B', '16:00': 'A' }, '2027-03-18': { '18:00': 'C' } },
      shape,
    );
    expect(rows).toEqual([
      { day: '2027-03-18', time: '18:00', film: 'C' },
      { day: '2027-03-19', time: '16:00', film: 'A' },
      { day: '2027-03-19', time: '21:15', film: 'B' },
    ]);
  });

  it('refuses two rows for the same day and time instead of dropping one', () => {
    expect(() =>
      rowsToRecord(
        [
          { day: '2027-03-18', time: '18:00', film: 'A' },
          { day: '2027-03-18', time: '18:00', film: 'B' },
        ],
        shape,
      ),
    ).toThrow('Two rows are for 2027-03-18 18:00');
  });
});

describe('the venues file as rows', () => {
  it('lists each venue with its id, and a new row becomes a new venue', () => {
    const rows = rootRecordToRows({ alderton: { name: 'Alderton Theatre' } }, 'id');
    expect(rows).toEqual([{ id: 'alderton', name: 'Alderton Theatre' }]);
    expect(rowsToRootRecord([...rows, { id: 'studio', name: 'Studio' }] as never, 'id')).toEqual({
      alderton: { name: 'Alderton Theatre' },
      studio: { name: 'Studio' },
    });
  });

  it('refuses two venues with one id instead of dropping one', () => {
    expect(() =>
      rowsToRootRecord(
        [
          { id: 'studio', name: 'A' },
          { id: 'studio', name: 'B' },
        ],
        'id',
      ),
    ).toThrow('Two rows have the id “studio”');
  });
});
