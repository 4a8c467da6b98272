#ifndef GADGET_CI2C_SHIM_H
#define GADGET_CI2C_SHIM_H
// libi2c's SMBus helpers and the i2c-dev ioctl numbers (I2C_SLAVE, I2C_FUNCS).
#include <i2c/smbus.h>
#include <linux/i2c-dev.h>
#endif
