import { connect } from '@nats-io/transport-node';
for (const creds of [{}, { user: 'x', pass: 'y' }]) {
  try {
    const nc = await connect({ servers: '127.0.0.1:4222', timeout: 2000, reconnect: false, ...creds });
    console.log('ok', JSON.stringify(nc.info));
    await nc.close();
  } catch (e) { console.log('err', e.name, e.code, e.message); }
}
try { await connect({ servers: '127.0.0.1:6379', timeout: 1000, reconnect: false }); } catch (e) { console.log('redis-port', e.name, e.message); }
try { await connect({ servers: '127.0.0.1:4999', timeout: 1000, reconnect: false }); } catch (e) { console.log('closed', e.name, e.message); }
