import * as migration_20261122_031403_initial from './20261122_031403_initial';

export const migrations = [
  {
    up: migration_20261122_031403_initial.up,
    down: migration_20261122_031403_initial.down,
    name: '20261122_031403_initial'
  },
];
