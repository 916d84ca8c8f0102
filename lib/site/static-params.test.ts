import { orStandIn, STAND_IN } from './static-params';

describe('orStandIn', () => {
  const standIn = { id: STAND_IN };

  it('keeps the addresses the content gives, without the stand-in', () => {
    expect(orStandIn([{ id: 'a' }], standIn)).toEqual([{ id: 'a' }]);
    expect(orStandIn([{ id: 'a' }, { id: 'b' }], standIn)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('writes the stand-in alone when the content gives no address', () => {
    expect(orStandIn([], standIn)).toEqual([{ id: 'not-found' }]);
  });
});
