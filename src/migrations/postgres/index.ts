import * as migration_20261122_044602_initial from './20261122_044602_initial';

export const migrations = [
  {
    up: migration_20261122_044602_initial.up,
    down: migration_20261122_044602_initial.down,
    name: '20261122_044602_initial'
  },
];
