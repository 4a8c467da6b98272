print("gadget")
