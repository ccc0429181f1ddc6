// Real services as child processes: the platform's test support, shared with the services' tests.
export {
  startAuthService,
  startServiceProcess,
  type RunningServiceProcess as RunningService,
} from '@hp/service-platform/testing';
