import * as migration_20261122_031410_initial from './20261122_031410_initial';
import * as migration_20261122_041429_site_navigation from './20261122_041429_site_navigation';

export const migrations = [
  {
    up: migration_20261122_031410_initial.up,
    down: migration_20261122_031410_initial.down,
    name: '20261122_031410_initial',
  },
  {
    up: migration_20261122_041429_site_navigation.up,
    down: migration_20261122_041429_site_navigation.down,
    name: '20261122_041429_site_navigation'
  },
];
