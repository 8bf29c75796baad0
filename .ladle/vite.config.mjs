export default { publicDir: 'public' };
